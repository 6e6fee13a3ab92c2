import { formatVnd } from '@sencare/shared/format';
import { gopCustomerPays, type GopAction } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import type { GopRow } from './repository';

interface Text {
  title_en: string;
  title_vi: string;
  body_en: string;
  body_vi: string;
}

/** The link the message opens: the hospital stays page of mfe-cashless (docs/portals.md "Customer"). */
const STAYS_LINK = '#/cashless/stays';

/** Inbox texts for the decisions the insured person is told about (docs/portals.md: return is not told). */
function textFor(action: GopAction, g: GopRow): Text | null {
  const pays = formatVnd(gopCustomerPays({ status: g.status, estimatedAmount: g.estimated_amount, finalBillAmount: g.final_bill_amount, guaranteedAmount: g.guaranteed_amount, payableAmount: g.payable_amount }));
  const at = g.provider_name;
  switch (action) {
    case 'assess':
      return {
        title_en: `Hospital stay ${g.case_no}: guarantee approved`,
        title_vi: `Đợt điều trị ${g.case_no}: đã được bảo lãnh`,
        body_en: `The insurer guarantees ${formatVnd(g.guaranteed_amount)} of the estimated ${formatVnd(g.estimated_amount)} at ${at}. You would pay ${pays}.`,
        body_vi: `Công ty bảo hiểm bảo lãnh ${formatVnd(g.guaranteed_amount)} trên chi phí dự kiến ${formatVnd(g.estimated_amount)} tại ${at}. Phần bạn cần thanh toán: ${pays}.`,
      };
    case 'decline':
      return {
        title_en: `Hospital stay ${g.case_no}: guarantee declined`,
        title_vi: `Đợt điều trị ${g.case_no}: không được bảo lãnh`,
        body_en: `The insurer declined the guarantee request of ${at}. You pay the hospital directly and may claim afterwards.`,
        body_vi: `Công ty bảo hiểm từ chối yêu cầu bảo lãnh của ${at}. Bạn thanh toán trực tiếp cho bệnh viện và có thể yêu cầu bồi thường sau.`,
      };
    case 'final_approve':
      return {
        title_en: `Hospital stay ${g.case_no}: final bill approved`,
        title_vi: `Đợt điều trị ${g.case_no}: đã duyệt chi phí cuối cùng`,
        body_en: `The insurer pays ${formatVnd(g.payable_amount)} of the final bill ${formatVnd(g.final_bill_amount)} at ${at}. You pay ${pays}.`,
        body_vi: `Công ty bảo hiểm chi trả ${formatVnd(g.payable_amount)} trên tổng chi phí ${formatVnd(g.final_bill_amount)} tại ${at}. Phần bạn cần thanh toán: ${pays}.`,
      };
    case 'conclude':
      return g.conclusion === 'decline'
        ? {
            title_en: `Hospital stay ${g.case_no}: not paid by the insurer`,
            title_vi: `Đợt điều trị ${g.case_no}: công ty bảo hiểm không chi trả`,
            body_en: `The insurer concluded not to pay the bill of ${at}. You pay ${pays}.`,
            body_vi: `Công ty bảo hiểm kết luận không chi trả chi phí tại ${at}. Phần bạn cần thanh toán: ${pays}.`,
          }
        : {
            title_en: `Hospital stay ${g.case_no}: ${g.conclusion === 'fully_pay' ? 'paid in full' : 'partially paid'}`,
            title_vi: `Đợt điều trị ${g.case_no}: ${g.conclusion === 'fully_pay' ? 'đã chi trả toàn bộ' : 'đã chi trả một phần'}`,
            body_en: `The insurer paid ${formatVnd(g.payable_amount)} to ${at}; your benefit's remaining balance is lower by that amount. You pay ${pays}.`,
            body_vi: `Công ty bảo hiểm đã chi trả ${formatVnd(g.payable_amount)} cho ${at}; hạn mức còn lại của quyền lợi giảm tương ứng. Phần bạn cần thanh toán: ${pays}.`,
          };
    default:
      return null;
  }
}

/** Writes the message of `action` for the request's insured person (in the transition's transaction); false when none is due. */
export async function tellCustomer(db: Db, action: GopAction, gop: GopRow, note: string | null, at: string): Promise<boolean> {
  const text = textFor(action, gop);
  if (!text) return false;
  const suffix = note ? `\n${note}` : '';
  await db.insertInto('messages').values({ user_id: gop.user_id, ...text, body_en: text.body_en + suffix, body_vi: text.body_vi + suffix, link: STAYS_LINK, read_at: null, created_at: at }).execute();
  return true;
}
