import type { TBenchmarkRef } from '@hm/contract';

/**
 * The heading of a benchmark column: what the set is ('Trung bình AHRQ 2012', 'Nghiên cứu
 * E-V HSOPSC 2015'), or the AHRQ average when no set applies (the column then shows '—').
 * @example benchmarkHeader({ ten_nguon: 'AHRQ', nam: 2012, loai: 'database', … }, t) // 'Trung bình AHRQ 2012'
 */
export function benchmarkHeader(ref: Pick<TBenchmarkRef, 'ten_nguon' | 'nam' | 'loai'> | null | undefined, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!ref) return t('composites.benchmark');
  return t(ref.loai === 'study' ? 'composites.benchmarkStudy' : 'composites.benchmarkDatabase', { source: ref.ten_nguon, year: ref.nam });
}
