import { useEffect } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import type { DashboardData, DashboardTab } from '#app/routes/admin/dashboard-data.ts';
import { SIGN_IN_TEXTS } from '#app/features/accounts/sign-in-form.ts';
import { takeWelcome } from '#app/features/accounts/welcome.ts';
import { AdminHeader } from '#app/routes/admin/admin-header.tsx';
import { ArticleManagement } from '#app/features/articles/admin/article-management.tsx';
import { LeadManagement } from '#app/features/leads/admin/lead-management.tsx';
import { PricingManagement } from '#app/features/pricing/admin/pricing-management.tsx';

const tabs: readonly DashboardTab[] = ['leads', 'articles', 'pricing'];

function tabOf(search: string): DashboardTab {
  const tab = new URLSearchParams(search).get('tab');
  return tabs.find((name) => name === tab) ?? 'leads';
}

const loadFailed: Record<DashboardTab, string> = {
  leads: 'Failed to load leads. Please try again.',
  articles: 'Failed to load articles. Please try again.',
  pricing: 'Failed to load the rate card. Please try again.',
};

export function AdminDashboard({ data }: { data: DashboardData }) {
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  // The tab the browser is switching to shows at once, with its loading text, until its data arrives.
  const pendingTab = navigation.state === 'loading' && navigation.location.pathname === '/admin' ? tabOf(navigation.location.search) : null;
  const tab = pendingTab ?? data.tab;
  const switching = pendingTab !== null && pendingTab !== data.tab;

  useEffect(() => {
    if (takeWelcome()) toast({ title: SIGN_IN_TEXTS.successTitle, description: SIGN_IN_TEXTS.success });
  }, []);

  useEffect(() => {
    if (!data.loadError) return;
    toast({ title: 'Error', description: loadFailed[data.tab], variant: 'destructive' });
  }, [data]);

  function selectTab(value: string) {
    setSearchParams({ tab: tabOf(`?tab=${value}`) }, { preventScrollReset: true });
  }

  return (
    <div className="min-h-screen bg-canvas">
      <AdminHeader email={data.user.email} />
      <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="leads">Lead Management</TabsTrigger>
            <TabsTrigger value="articles">Article Management</TabsTrigger>
            <TabsTrigger value="pricing">Pricing</TabsTrigger>
          </TabsList>
          <TabsContent value="leads">
            {data.tab === 'leads' && data.leads && !switching ? (
              <LeadManagement data={data.leads} />
            ) : (
              <Loading text={data.loadError && !switching ? 'Leads could not be loaded.' : 'Loading leads...'} />
            )}
          </TabsContent>
          <TabsContent value="articles">
            {data.tab === 'articles' && data.articles && !switching ? (
              <ArticleManagement articles={data.articles} />
            ) : (
              <Loading text={data.loadError && !switching ? 'Articles could not be loaded.' : 'Loading articles...'} />
            )}
          </TabsContent>
          <TabsContent value="pricing">
            {data.tab === 'pricing' && data.pricing && !switching ? (
              <PricingManagement data={data.pricing} />
            ) : (
              <Loading text={data.loadError && !switching ? 'The rate card could not be loaded.' : 'Loading the rate card...'} />
            )}
          </TabsContent>
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
