import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import type { DashboardData } from '#app/routes/admin/dashboard-data.ts';
import { tabById, tabOf, tabsFor } from '#app/routes/admin/admin-tabs.ts';
import { welcomeToast } from '#app/features/accounts/sign-in-form.ts';
import { takeWelcome } from '#app/features/accounts/welcome.ts';
import { AdminHeader } from '#app/routes/admin/admin-header.tsx';
import { ArticleManagement } from '#app/features/articles/admin/article-management.tsx';
import { LeadManagement } from '#app/features/sales/list/lead-management.tsx';
import { PricingManagement } from '#app/features/pricing/admin/pricing-management.tsx';
import { TeamManagement } from '#app/features/accounts/components/team-management.tsx';
import { ReportsScreen } from '#app/features/sales/reports/reports-screen.tsx';

/** The tab's own screen, for the data its loader read. */
function TabScreen({ data }: { data: DashboardData }): ReactNode {
  if (!data.payload) return null;
  switch (data.tab) {
    case 'leads':
      return <LeadManagement data={data.payload} />;
    case 'articles':
      return <ArticleManagement articles={data.payload} />;
    case 'pricing':
      return <PricingManagement data={data.payload} />;
    case 'team':
      return <TeamManagement data={data.payload} />;
    case 'reports':
      return <ReportsScreen data={data.payload} />;
  }
}

export function AdminDashboard({ data }: { data: DashboardData }) {
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const role = data.user.role;
  const tabs = tabsFor(role);
  // The tab the browser is switching to shows at once, with its loading text, until its data arrives.
  const pendingTab =
    navigation.state === 'loading' && navigation.location.pathname === '/admin' ? tabOf(navigation.location.search, role) : null;
  const tab = pendingTab ?? data.tab;
  const switching = pendingTab !== null && pendingTab !== data.tab;

  const welcome = welcomeToast(data.user);
  useEffect(() => {
    if (takeWelcome()) toast(welcome);
    // Once, when the dashboard first shows after the sign-in form was sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!data.loadError) return;
    toast({ title: 'Error', description: tabById(data.tab).failed, variant: 'destructive' });
  }, [data]);

  function selectTab(value: string) {
    setSearchParams({ tab: tabOf(`?tab=${value}`, role) }, { preventScrollReset: true });
  }

  return (
    <div className="min-h-screen bg-canvas">
      <AdminHeader user={data.user} />
      <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Dashboard sections">
            {tabs.map((entry) => (
              <TabsTrigger key={entry.id} value={entry.id}>
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((entry) => (
            <TabsContent key={entry.id} value={entry.id}>
              {data.tab === entry.id && data.payload && !switching ? (
                <TabScreen data={data} />
              ) : (
                <Loading text={data.tab === entry.id && data.loadError && !switching ? entry.unavailable : entry.loading} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 rounded-lg border border-line bg-surface text-ink-muted">
      {text.startsWith('Loading') ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brass-700" /> : null}
      {text}
    </div>
  );
}
