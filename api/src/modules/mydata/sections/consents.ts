import { consentHistory, textOf } from '../../consent';
import type { ExportSection } from './types';
import { dmy } from './types';

/**
 * What the person agreed to and withdrew, and when (docs/privacy.md "Consent"): every answer as it
 * was recorded, each with the exact text of the version answered, in the language it was read.
 */
export const consentsSection: ExportSection = {
  key: 'consents',
  title: { en: 'Consents', vi: 'Sự đồng ý' },
  async collect(db, userId) {
    const history = await consentHistory(db, userId);
    const records = history.map((r) => ({
      purpose: r.purpose,
      version: r.version,
      action: r.action,
      language: r.language,
      channel: r.channel,
      at: r.created_at,
      text: textOf(r.purpose, r.version) ?? null,
    }));
    const latest = new Map(history.map((r) => [r.purpose, r]));
    const given = [...latest.values()].filter((r) => r.action === 'given').length;
    const last = history.at(-1)?.created_at;
    return {
      records,
      count: records.length,
      files: [],
      lines: [
        { en: `${given} of ${latest.size} purposes given, ${records.length} answers in all`, vi: `Đồng ý ${given}/${latest.size} mục đích, tổng cộng ${records.length} lần trả lời` },
        ...(last ? [{ en: `Last answer on ${dmy(last)}`, vi: `Lần trả lời gần nhất: ${dmy(last)}` }] : []),
      ],
    };
  },
};
