import type { StaffRole } from './auth';

/** The back office's staff users (staff-side §5) as the list answers them. */
export interface StaffUserListItem {
  id: number;
  username: string;
  role: StaffRole;
  created_at: string;
}
