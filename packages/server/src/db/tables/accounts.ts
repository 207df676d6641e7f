// Tables of the accounts domain: the users.
export interface AccountTables {
  users: UsersTable;
}

export interface UsersTable {
  id: string;
  user_name: string;
  nick_name: string | null;
  real_name: string | null;
  avatar: string | null;
  email: string | null;
  mobile: string | null;
  /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in through a workplace app. */
  password_hash: string | null;
  /** 1 = disabled: login refused, live sessions answer 901100005. */
  disabled: number;
  /** The school a login without a tenant goes to. */
  home_school_id: string;
  created_at: number;
}
