// The staff account forms' rules, one zod schema each, checked in the browser (Conform) and again
// by the action (decision 047). The server adds what only it can judge: whether a password is a
// common one, whether the current password is right.
import { z } from 'zod';
import { staffRoles } from '#db/enums.ts';

const MIN = 10;
const newPassword = z
  .string()
  .min(MIN, `The password must be at least ${MIN} characters long.`)
  .max(200, 'The password must be at most 200 characters long.');

const samePassword = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'The two passwords do not match.' };

/** Joining from an invite, or choosing a new password from a reset link. */
export const setPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: 'Type the password again.' }) })
  .refine(samePassword, mismatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
    password: newPassword,
    confirmPassword: z.string({ error: 'Type the new password again.' }),
  })
  .refine(samePassword, mismatch);

export const forgotPasswordSchema = z.object({
  email: z.email('Enter the e-mail address you sign in with.').max(254),
});

const role = z.enum(staffRoles, { error: 'Choose a role.' });

/** A member's name as the team sees it: one line of up to 100 characters. */
const memberName = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(100, 'The name must be at most 100 characters long.')
    // No control character, and no text-direction override or isolate (decision 155).
    .regex(/^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u, 'The name must be one line of text.');

export const inviteSchema = z.object({
  name: memberName('Enter their name.'),
  email: z.email('Enter a valid e-mail address.').max(254),
  role,
});

/** 'Your name' on the Account page. */
export const changeNameSchema = z.object({ name: memberName('Enter your name.') });

export const changeRoleSchema = z.object({ userId: z.uuid(), role });

export const memberSchema = z.object({ userId: z.uuid() });

export const twoStepCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code your app shows.' })
    .trim()
    .regex(/^\d{3} ?\d{3}$/, 'Enter the 6-digit code your app shows.'),
});

export const confirmWithPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
});

const DAILY_LIMIT_ERROR = 'Enter a whole number from 1 to 1000, or leave it empty.';

/**
 * A member's part in automatic assignment ('Team'): 'Takes new leads' (a checkbox, sent as 'on'
 * when ticked) and 'Daily limit' (empty: no limit).
 */
export const leadIntakeSchema = z.object({
  userId: z.uuid(),
  takesLeads: z.literal('on').optional(),
  dailyLimit: z
    .string()
    .trim()
    .max(10, DAILY_LIMIT_ERROR)
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number({ error: DAILY_LIMIT_ERROR }).int(DAILY_LIMIT_ERROR).min(1, DAILY_LIMIT_ERROR).max(1000, DAILY_LIMIT_ERROR).optional()),
});

export const teamTwoStepSchema = z.object({ required: z.enum(['on', 'off']) });

/** Who takes a deactivated member's open leads (decision 119): 'Share among the team', one member, or nobody. */
export const leadHandoverChoices = ['share', 'member', 'unassigned'] as const;

export const HANDOVER_FORM_TEXTS = {
  choose: 'Choose who takes their open leads.',
  member: 'Choose the member who takes them.',
} as const;

/**
 * Deactivating a member: `leadsTo` (a radio) and, for 'member', `memberId` (a select);
 * `leadHandover` reads them as the Team route's deactivateMember takes them (sales/assignment's hand-over).
 */
export const deactivateSchema = z
  .object({
    userId: z.uuid(),
    leadsTo: z.enum(leadHandoverChoices, { error: HANDOVER_FORM_TEXTS.choose }),
    memberId: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (value.leadsTo === 'member' && !z.uuid().safeParse(value.memberId).success) {
      context.addIssue({ code: 'custom', message: HANDOVER_FORM_TEXTS.member, path: ['memberId'] });
    }
  });

export function leadHandover(
  value: z.output<typeof deactivateSchema>,
): { kind: 'share' } | { kind: 'unassigned' } | { kind: 'member'; memberId: string } {
  return value.leadsTo === 'member' ? { kind: 'member', memberId: value.memberId! } : { kind: value.leadsTo };
}

/**
 * 'E-mail reminders' on the Account page (decision 114): two checkboxes, sent as 'on' when ticked
 * and left out when not.
 */
export const reminderEmailsSchema = z.object({
  followUpReminders: z.literal('on').optional(),
  yourDayEmail: z.literal('on').optional(),
});
