// The plain frame of the staff pages outside the dashboard (sign-in, invite, password reset): the
// studio's name over one card, and the way back to the site.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { company } from '#content/company.ts';

export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col bg-canvas">
      <div className="h-1.5 bg-charcoal" aria-hidden="true" />
      <div className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-md">
          <p className="text-center font-display text-xl font-semibold text-ink">{company.name}</p>
          <div className="mt-6 rounded-lg border border-line bg-surface p-6 shadow-soft sm:p-8">{children}</div>
          <p className="mt-6 text-center">
            <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-medium text-brass-700 underline-offset-4 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Return to Homepage
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
