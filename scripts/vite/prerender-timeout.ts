// React Router's prerender gives each page 10 seconds and no retry, and offers no setting for
// either. On a busy two-core machine the first pages (which also wait for the server build to
// load) can take longer, and the build failed ("Request failed for /_.data: The operation was
// aborted due to timeout"). While the prerender runs (React Router marks it with
// IS_RR_BUILD_REQUEST), a timeout shorter than this is raised to it. Nothing else in the build
// asks for a timeout signal.
const PRERENDER_TIMEOUT_MS = 120_000;

export function allowSlowPrerender(): void {
  const timeout = AbortSignal.timeout.bind(AbortSignal);
  AbortSignal.timeout = (ms: number) => timeout(process.env.IS_RR_BUILD_REQUEST === 'yes' ? Math.max(ms, PRERENDER_TIMEOUT_MS) : ms);
}
