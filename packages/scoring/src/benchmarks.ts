/**
 * AHRQ database averages of composite percent positive, by instrument and composite code, where
 * ../shared/reference/sops-hospital.md gives them. SOPS 2.0: the per-composite averages of the
 * 2024 database report are not in the reference (UNVERIFIED), so none are shown.
 */
export interface Benchmark {
  source: string;
  composites: Readonly<Record<string, number>>;
}

export const BENCHMARKS: Readonly<Record<string, Benchmark>> = {
  HSOPSC1: {
    source: 'AHRQ 2012 User Comparative Database (1.128 bệnh viện)',
    composites: {
      TEAMWORK_WITHIN_UNITS: 80,
      SUPERVISOR_EXPECTATIONS: 75,
      ORGANIZATIONAL_LEARNING: 72,
      MANAGEMENT_SUPPORT: 72,
      OVERALL_PERCEPTIONS: 66,
      FEEDBACK_ABOUT_ERROR: 64,
      FREQUENCY_OF_EVENTS_REPORTED: 63,
      COMMUNICATION_OPENNESS: 62,
      TEAMWORK_ACROSS_UNITS: 58,
      STAFFING: 56,
      HANDOFFS_TRANSITIONS: 45,
      NONPUNITIVE_RESPONSE: 44,
    },
  },
};

/** The benchmark of a composite, or null. */
export function benchmarkOf(instrument: string | null | undefined, compositeCode: string): { value: number; source: string } | null {
  const b = instrument ? BENCHMARKS[instrument] : undefined;
  const value = b?.composites[compositeCode];
  return b && value !== undefined ? { value, source: b.source } : null;
}
