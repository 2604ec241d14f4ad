/** One allowed network of an assessment (migration 0038), in the order staff wrote them. */
export interface AssessmentNetworksTable {
  assessment_id: number;
  position: number;
  /** Normalised CIDR text, e.g. '10.20.0.0/16' or '2001:db8::/32'. */
  cidr: string;
}

export interface NetworkTables {
  assessment_networks: AssessmentNetworksTable;
}
