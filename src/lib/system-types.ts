import type { WhitelabelNode } from './whitelabel';

/** The visitor as the platform sees them (`value.location` of the permission call). */
export interface VisitorLocation {
  ip: string;
  country?: string | null;
}

/** `value.info` of `GET /wps/system/status`: only the fields the app reads are required. */
export interface SystemInfo {
  customerService?: { type: string; url: string }[] | null;
  domainRoute?: unknown;
  resources?: Record<string, { labelNameEn?: string | null; url: string }[]> | null;
  whitelabel?: WhitelabelNode[] | null;
  register?: Record<string, unknown> | null;
  mainDomain?: string | null;
  analytics?: { gtagId?: string | null } | null;
  imageCDNs?: string[] | null;
  launchGameCDNs?: string[] | null;
}

/** `value` of `GET /wps/system/status` (the start-up permission call). */
export interface SystemStatusValue {
  maintenance: boolean;
  regionRestriction: boolean;
  location?: VisitorLocation | null;
  info?: SystemInfo | null;
}

/** `value` of `GET /wps/system/domainRoute`. */
export interface DomainRouteValue {
  domainList: { domainName: string }[];
}

/** `value` of `GET /wps/member/info`. */
export interface Member {
  id: number | string;
  account: string;
  nickname?: string | null;
  /** Numeric account type: matched against the brand's agent and trial types. */
  type: number;
  mobile?: string | null;
  regDate?: number | null;
  clubLabel?: { labelName?: string | null } | null;
}
