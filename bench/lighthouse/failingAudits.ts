/** The parts of a Lighthouse result (LHR) needed to say why a category is below 100. */
export interface LighthouseReport {
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { title: string; score: number | null; displayValue?: string }>;
}

/**
 * One line per audit that costs a category points: weighted, scored, and not full marks.
 * Unweighted audits are informative only and never change a score.
 */
export function failingAudits(report: LighthouseReport): string[] {
  const lines: string[] = [];
  for (const category of Object.values(report.categories)) {
    if (category.score === 1) continue;
    for (const { id, weight } of category.auditRefs) {
      const audit = report.audits[id];
      if (!audit || weight === 0 || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(
        `${category.title}: ${id}, score ${Math.round(audit.score * 100)}, weight ${weight}: ${audit.title}${value}`,
      );
    }
  }
  return lines;
}
