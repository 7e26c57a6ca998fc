// The lead details dialog of the list (docs/product.md, "Lead details"): the lead's view
// (lead-view.tsx, the same the lead's page draws), 'Close', 'Open lead' and 'Call Lead'.
import { Link } from 'react-router';
import { ExternalLink, LoaderCircle, Phone } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '#app/components/ui/dialog.tsx';
import type { LeadListRow } from '#app/features/sales/list/lead-list.server.ts';
import type { LeadView as LeadViewData } from '#app/features/sales/lead/lead-record.server.ts';
import { LeadView } from '#app/features/sales/lead/lead-view.tsx';
import { telHref } from '#app/features/sales/lead/reach-out.ts';

type Props = {
  openId: string | null;
  /** Every field, once the list has loaded them. */
  details: LeadViewData | null;
  /** The table's row for the lead, shown while the details load. */
  row: LeadListRow | null;
  /** The URL names a lead that does not exist. */
  missing: boolean;
  onClose: () => void;
};

export function LeadDetailsDialog({ openId, details, row, missing, onClose }: Props) {
  const lead = details?.lead ?? row;
  return (
    <Dialog open={Boolean(openId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {missing ? (
          <>
            <DialogHeading title="Lead not found" description="This lead does not exist or has been removed." />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : !lead ? (
          <DialogHeading
            title="Lead details"
            description={
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading lead...
              </>
            }
            descriptionClassName="flex items-center gap-2"
          />
        ) : (
          <>
            <DialogHeading title={lead.name} description="Lead details" />
            <LeadView lead={lead} estimate={details?.estimate} notification={details?.notification} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Link to={`/admin/leads/${lead.id}`} className={buttonClasses({ variant: 'outline' })}>
                <ExternalLink aria-hidden="true" />
                Open lead
              </Link>
              <a
                href={telHref({ phone: lead.phone, phoneNormalized: details?.lead.phoneNormalized ?? row?.phoneNormalized ?? null })}
                className={buttonClasses({ variant: 'primary' })}
              >
                <Phone aria-hidden="true" />
                Call Lead
              </a>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
