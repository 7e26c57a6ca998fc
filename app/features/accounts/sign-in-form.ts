// The sign-in form's rules (browser and server) and its texts (spec sections 2 and 8).
import { z } from 'zod';

export const signInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
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
} as const;

export type SignInError = { title: string; description: string };
