import { reportSourceOf, type TReportParams } from '@hm/contract';
import { ValidationError } from '../../../errors/app-errors.js';

type Key = keyof TReportParams;

/** A parameter the run resolved as required (run-params.ts refused it missing); checked again here for the type. */
export function requiredParam<K extends 'phien_ban_id' | 'hospital_id'>(params: TReportParams, key: K): number {
  const v = params[key];
  if (v === undefined) throw new ValidationError(missingParamMessage(key));
  return v;
}

const LABELS: Record<Key, string> = {
  phien_ban_id: 'Phiên bản khảo sát',
  hospital_id: 'Bệnh viện',
  phong_ban_id: 'Khoa/phòng',
  tu_ngay: 'Từ ngày',
  den_ngay: 'Đến ngày',
  language: 'Ngôn ngữ',
};

/** 'Vui lòng chọn Phiên bản khảo sát' */
export const missingParamMessage = (key: Key, sourceCode?: string): string => {
  const label = (sourceCode && reportSourceOf(sourceCode)?.params.find((p) => p.key === key)?.vi) || LABELS[key];
  return `Vui lòng chọn ${label}`;
};

export const paramLabel = (key: Key): string => LABELS[key];
