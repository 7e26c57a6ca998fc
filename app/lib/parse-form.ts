// Reads a posted form with Conform and checks it with the form's zod schema: the one call every
// admin form makes, in the browser before sending and in its action. The lead forms keep their
// own reader (leads.server.ts, decision 047).
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Only the schema's own fields are read, so nothing a client adds (Conform's reserved intent
 * names, nested paths) can make the parse throw. Each schema reads the posted strings itself,
 * so Conform's coercion stays off and the browser and the server see the same values.
 */
export function parseForm<Schema extends z.ZodObject>(formData: FormData, schema: Schema) {
  const fields = new FormData();
  for (const name of Object.keys(schema.shape)) for (const value of formData.getAll(name)) fields.append(name, value);
  return parseWithZod(fields, { schema, disableAutoCoercion: true });
}

// Conform's own field saying which control asked for validation (a blur, an input).
const CONFORM_INTENT = '__intent__';

/**
 * The browser's check while a person fills the form (`onValidate` with onBlur or onInput
 * validation): parseForm's reading plus Conform's intent, so only the field just left shows its
 * message and a valid form is not taken for a submission. Never on the server: parseForm there.
 */
export function validateForm<Schema extends z.ZodObject>(formData: FormData, schema: Schema) {
  const fields = new FormData();
  for (const name of [...Object.keys(schema.shape), CONFORM_INTENT]) for (const value of formData.getAll(name)) fields.append(name, value);
  return parseWithZod(fields, { schema, disableAutoCoercion: true });
}
