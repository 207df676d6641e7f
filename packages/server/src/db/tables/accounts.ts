// Tables of the accounts domain: users, schools, memberships, tokens, config properties, tracking, uploads.
export interface AccountTables {
  users: UsersTable;
}

export interface UsersTable {
  id: string;
  user_name: string;
}
