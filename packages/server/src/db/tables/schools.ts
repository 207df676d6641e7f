// Tables of the schools domain: the schools, and who belongs to which in what role.
export interface SchoolTables {
  schools: SchoolsTable;
  memberships: MembershipsTable;
}

export interface SchoolsTable {
  id: string;
  name: string;
  /** "2" company SSO, "3" corporate portal, "4" OAuth2, anything else the product's own login page. */
  login_method: string;
  oauth2_authorize_url: string | null;
  oauth2_client_id: string | null;
  oauth2_redirect_url: string | null;
  created_at: number;
}

export interface MembershipsTable {
  user_id: string;
  school_id: string;
  role: "learner" | "admin";
  member_since: number;
}
