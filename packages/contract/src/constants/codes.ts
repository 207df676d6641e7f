// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** Body codes of the platform's envelope `{code, data, message}`. */
export const ApiCode = {
  OK: 200,
  /** Also success for the review widget (RW-ENT-9). */
  OK_LEGACY: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** Config key unknown or switched off: the config reader treats it as empty (CL-VAL-4). */
  CONFIG_EMPTY: -100,
  /** Treated as a normal response by the client layer (CL-ERR-4). */
  NOT_FOUND_NORMAL: 404002,
  SENSITIVE_CONTENT: 901100002,
  IP_LIMIT_A: 901100003,
  IP_LIMIT_B: 901100004,
  /** Log the user out (CL-ERR-3). */
  FORCE_LOGOUT: 901100005,
  /** Upload init refused (CL-ERR-5). */
  UPLOAD_REFUSED: 901100007,
  IP_LIMIT_C: 901100008,
  /** Commenting needs 30% of the course content completed (RW-VAL-9). */
  PROGRESS_TOO_LOW: 901200001,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];
