// The member as billing's screens ask about them: an Admin sees every project, a Sales member
// only the projects of the leads assigned to them (decision 163). Here, between accounts and
// billing, so neither feature imports the other.
import { may } from '#app/features/accounts/permissions.ts';
import type { StaffRole } from '#db/enums.ts';

export function billingMember(user: { id: string; role: StaffRole }): { id: string; seesEveryProject: boolean } {
  return { id: user.id, seesEveryProject: may(user.role, 'billing.admin') };
}
