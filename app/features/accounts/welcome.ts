// The 'Login successful' toast is shown by the dashboard when it first mounts after the sign-in
// form was sent from this page. The flag lives in browser memory, so it never outlives the tab's
// client-side navigation and never reaches the server. (Reading the router's brief "loading"
// state instead was unreliable: React may skip that intermediate render under load.)
let welcomePending = false;

/** The sign-in form was sent; a dashboard that mounts next greets the admin. */
export function expectWelcome(): void {
  welcomePending = true;
}

/** True once after a sign-in; clears the flag (also used when the sign-in failed). */
export function takeWelcome(): boolean {
  const pending = welcomePending;
  welcomePending = false;
  return pending;
}
