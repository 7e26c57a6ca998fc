// A project's choices and the rules of the 'Projects' screen's form, the same in the browser and
// on the server. Service, property type and package are the calculator's own lists, so 'Get a
// Similar Design' opens it with the project's inputs.
import { z } from 'zod';
import { groupedNumber } from '#app/lib/number-fields.ts';
import { printable } from '#app/lib/text-rules.ts';
import {
  budgetBands,
  designStyles,
  localityOptions,
  packageOptions,
  propertyOptions,
  serviceOptions,
  values,
} from '#app/features/projects/project-lists.ts';
import type { Option } from '#app/features/projects/project-lists.ts';
import { projectCategories } from '#app/features/projects/project-categories.ts';

export * from '#app/features/projects/project-lists.ts';
export * from '#app/features/projects/project-categories.ts';

export const MAX_PROJECT_PHOTOS = 12;
export const PROJECT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PHOTO_NAME = /^[0-9a-f]{32}\.webp$/;

export const PROJECT_MESSAGES = {
  title: 'Enter the project title.',
  slug: 'Use lower-case letters, digits and hyphens (for example whitefield-2bhk-kitchen).',
  slugTaken: 'Another project uses this slug. Choose another one.',
  choose: 'Choose one from the list.',
  area: 'Enter the carpet area in sq ft (100 to 100,000).',
  description: 'Describe the project (up to 4,000 characters).',
  client: 'Name the client in up to 160 characters, or leave it empty.',
  photos: 'Choose at least one photo from the library.',
  tooManyPhotos: `A project shows at most ${MAX_PROJECT_PHOTOS} photos.`,
  photoWithoutAlt: 'Each photo needs alt text: add it on the Media screen, or choose another photo.',
} as const;

/** "A Calm 3BHK in Whitefield!" -> "a-calm-3bhk-in-whitefield" */
export function projectSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)
    .replace(/-$/, '');
}

const choice = <T extends readonly Option[]>(list: T) => z.enum(values(list), { error: PROJECT_MESSAGES.choose });
const text = (max: number, message: string, { multiline = false } = {}) =>
  z
    .string({ error: message })
    .check(printable({ multiline }))
    .transform((value) => value.trim())
    .pipe(z.string().min(1, message).max(max, message));

/** The project form, as posted: every field a string; photos as the chosen images' file names, in order. */
export const projectSchema = z
  .object({
    title: text(160, PROJECT_MESSAGES.title),
    slug: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim().toLowerCase()),
    locality: choice(localityOptions),
    service: choice(serviceOptions),
    propertyType: choice(propertyOptions),
    carpetArea: groupedNumber(PROJECT_MESSAGES.area).pipe(
      z.number().int().min(100, PROJECT_MESSAGES.area).max(100_000, PROJECT_MESSAGES.area),
    ),
    package: choice(packageOptions),
    budget: choice(budgetBands),
    style: choice(designStyles),
    // Projects saved before the category was asked for are residential unless they say otherwise.
    category: choice(projectCategories).default('residential'),
    description: text(4000, PROJECT_MESSAGES.description, { multiline: true }),
    client: z
      .string({ error: PROJECT_MESSAGES.client })
      .optional()
      .transform((value) => (value ?? '').trim())
      .pipe(z.string().max(160, PROJECT_MESSAGES.client).check(printable()))
      .transform((value) => value || null),
    // One value arrives as a string, several as a list.
    photos: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => [...new Set(value === undefined ? [] : Array.isArray(value) ? value : [value])])
      .pipe(
        z
          .array(z.string().regex(PHOTO_NAME, PROJECT_MESSAGES.photos))
          .min(1, PROJECT_MESSAGES.photos)
          .max(MAX_PROJECT_PHOTOS, PROJECT_MESSAGES.tooManyPhotos),
      ),
    isPublished: z
      .string()
      .optional()
      .transform((value) => value === 'on' || value === 'true'),
  })
  .superRefine((project, context) => {
    const slug = project.slug || projectSlug(project.title);
    if (!PROJECT_SLUG_PATTERN.test(slug) || slug.length > 100)
      context.addIssue({ code: 'custom', path: ['slug'], message: PROJECT_MESSAGES.slug });
  });

/** The form's values as stored: an empty slug follows the title. */
export const projectValues = (parsed: z.output<typeof projectSchema>) => ({ ...parsed, slug: parsed.slug || projectSlug(parsed.title) });

export type ProjectValues = ReturnType<typeof projectValues>;
