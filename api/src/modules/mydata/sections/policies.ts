import type { ExportSection } from './types';
import { dmy } from './types';

/** The policies the person holds or is a member of, the insured people of the account and their e-cards. */
export const policiesSection: ExportSection = {
  key: 'policies',
  title: { en: 'Policies and insured people', vi: 'Hợp đồng và người được bảo hiểm' },
  async collect(db, userId) {
    const members = await db.selectFrom('insured_persons').select(['id', 'full_name', 'relationship', 'id_type', 'id_number', 'date_of_birth', 'gender', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
    const memberIds = members.map((m) => m.id);
    const policies = await db
      .selectFrom('policies')
      .select(['id', 'policy_no', 'insurer', 'product_name_en', 'product_name_vi', 'status', 'effective_date', 'expiry_date', 'sum_insured', 'remaining_balance'])
      .where((eb) => eb.or([eb('holder_user_id', '=', userId), ...(memberIds.length ? [eb('id', 'in', eb.selectFrom('policy_members').select('policy_id').where('insured_id', 'in', memberIds))] : [])]))
      .orderBy('id')
      .execute();
    const ecards = memberIds.length ? await db.selectFrom('ecards').select(['card_number', 'insured_id', 'policy_id', 'status', 'valid_from', 'valid_to']).where('insured_id', 'in', memberIds).orderBy('id').execute() : [];
    const links = memberIds.length ? await db.selectFrom('policy_members').select(['policy_id', 'insured_id']).where('insured_id', 'in', memberIds).execute() : [];
    return {
      records: { policies, insuredPersons: members, policyMembers: links, ecards },
      count: policies.length + members.length,
      files: [],
      lines: [
        ...policies.map((p) => ({ en: `${p.policy_no} ${p.product_name_en}: ${dmy(p.effective_date)} – ${dmy(p.expiry_date)}`, vi: `${p.policy_no} ${p.product_name_vi}: ${dmy(p.effective_date)} – ${dmy(p.expiry_date)}` })),
        { en: `Insured people: ${members.map((m) => m.full_name).join(', ') || '-'}`, vi: `Người được bảo hiểm: ${members.map((m) => m.full_name).join(', ') || '-'}` },
      ],
    };
  },
};
