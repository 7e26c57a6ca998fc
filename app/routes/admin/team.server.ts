// What the Team screen needs from two features that may not import each other (decision 134): the
// members as accounts knows them with their part in the lead work (sales' assignment), and
// deactivation with the hand-over of the member's open leads, in one transaction. Accounts owns
// the transaction and its lock; the hand-over is a step it runs inside (`Departure`).
import type { Database } from '#db/database.ts';
import { deactivateMember as deactivateAccount, listTeam as listAccounts } from '#app/features/accounts/team.server.ts';
import type { TeamMember } from '#app/features/accounts/team.server.ts';
import { handOverOpenLeads } from '#app/features/sales/assignment/lead-handover.server.ts';
import type { LeadHandover } from '#app/features/sales/assignment/lead-handover.server.ts';
import { leadWorkOfMembers } from '#app/features/sales/assignment/takes-new-leads.server.ts';

const NO_LEAD_WORK = { takesLeads: false, dailyLimit: null, openLeads: 0 } as const;

/** Everyone with a role, newest first, with 'Takes new leads', 'Daily limit' and their open leads. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const [members, work] = await Promise.all([listAccounts(db), leadWorkOfMembers(db)]);
  return members.map((member) => ({ ...member, ...(work.get(member.id) ?? NO_LEAD_WORK) }));
}

/**
 * Deactivates a member (accounts) and hands their open leads where `leadsTo` says (decision 119),
 * in the same transaction: `handedOver` is how many went; none for a member deactivated already.
 */
export function deactivateMember(
  db: Database,
  { userId, actorId, leadsTo = { kind: 'unassigned' } }: { userId: string; actorId: string; leadsTo?: LeadHandover },
) {
  return deactivateAccount(db, { userId, actorId }, handOverOpenLeads({ from: userId, leadsTo, actorId }));
}
