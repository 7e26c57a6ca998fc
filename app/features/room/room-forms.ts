// The room's code field, checked on the server by the schema the form's words come from.
import { z } from 'zod';

export const ROOM_TEXTS = {
  codeShape: 'Enter the 6 digits from the e-mail.',
  codeSent: 'We have e-mailed you a 6-digit code. Enter it below; it works for 15 minutes.',
  codeEnded: 'This code no longer works. Ask for a new one with ‘Email me a new code’.',
  mailOff: 'We cannot send e-mail just now. Please call us.',
} as const;

export const roomCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ROOM_TEXTS.codeShape),
});
