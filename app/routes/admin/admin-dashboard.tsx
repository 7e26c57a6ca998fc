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

function tabOf(search: string): DashboardTab {
  return new URLSearchParams(search).get('tab') === 'articles' ? 'articles' : 'leads';
}

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
    const description = data.tab === 'leads' ? 'Failed to load leads. Please try again.' : 'Failed to load articles. Please try again.';
    toast({ title: 'Error', description, variant: 'destructive' });
  }, [data]);

  function selectTab(value: string) {
    setSearchParams(value === 'articles' ? { tab: 'articles' } : { tab: 'leads' }, { preventScrollReset: true });
  }

  return (
    <div className="min-h-screen bg-canvas">
      <AdminHeader email={data.user.email} />
      <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="leads">Lead Management</TabsTrigger>
            <TabsTrigger value="articles">Article Management</TabsTrigger>
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
