import { quickEstimateResponse } from '#app/features/pricing/estimate.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { databaseIfReady } from '#app/lib/services.server.ts';
import type { Route } from './+types/estimate';

// The price range for a service, property type and package, for the home page's calculator forms.
export function loader({ request, context }: Route.LoaderArgs) {
  return quickEstimateResponse(new URL(request.url), databaseIfReady(), getRequestInfo(context).logger);
}
