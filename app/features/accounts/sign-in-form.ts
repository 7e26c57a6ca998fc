// The sign-in form's rules (browser and server) and its texts (docs/product.md, 'The admin panel').
import { z } from 'zod';

export const signInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

/** The second step: a six-digit code from the app, or a recovery code (`xxxxx-xxxxx`). */
export const secondStepSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, 'Enter the 6-digit code from your authenticator app, or a recovery code.')
    .max(32, 'Enter the 6-digit code from your authenticator app, or a recovery code.'),
});

export const SIGN_IN_TEXTS = {
  failedTitle: 'Login failed',
  invalid: 'Invalid credentials. Please check your email and password.',
  busy: 'Many sign-ins are being checked right now. Please try again in a moment.',
  deniedTitle: 'Access Denied',
  denied: "You don't have admin privileges.",
  successTitle: 'Login successful',
  success: 'Welcome back, admin!',
  loggedOutTitle: 'Logged out',
  loggedOut: 'You have been successfully logged out.',
  logoutFailed: 'Failed to log out. Please try again.',
  invalidCode: 'That code is not right. Check your authenticator app and try again, or use a recovery code.',
  codeUsed:
    'That code has already been used. Wait for your authenticator app to show a new one, or use a recovery code you have not used yet.',
  codeExpired: 'The sign-in took too long. Please enter your email and password again.',
  passwordSetTitle: 'Password saved',
  passwordSet: 'Your password is set. Sign in with your email and new password.',
} as const;

export type SignInError = { title: string; description: string };

/**
 * The toast after a sign-in: 'Welcome back, admin!' for an Admin (docs/product.md, 'The admin
 * panel'); Sales and Editors are welcomed by
 * their name (their e-mail until they set one).
 */
export function welcomeToast(user: { role: string; name: string; email: string }): { title: string; description: string } {
  if (user.role === 'admin') return { title: SIGN_IN_TEXTS.successTitle, description: SIGN_IN_TEXTS.success };
  return { title: SIGN_IN_TEXTS.successTitle, description: `Welcome back, ${user.name || user.email}!` };
}
