import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { lan, STAFF } from '../../test/fixtures';
import { lookUpWithDob } from '../../test/lookup';

const render = (answer: unknown, language: 'en_US' | 'vi_VN' = 'en_US', card = lan.cardNumber) =>
  renderRoute(remote, `/provider/patient?card=${card}`, { http: fakeHttp({ 'GET /provider/patients/lookup': answer as never }), user: STAFF, language });

describe('Patient (#/provider/patient)', () => {
  test('opened without a lookup, it asks the date of birth for the card; then name, birth date, policy, card validity, cashless active, remaining per benefit, and a way to request a GOP', async () => {
    const page = render(() => lan);
    expect(((await screen.findByLabelText('E-card number')) as HTMLInputElement).value).toBe(lan.cardNumber);
    expect(screen.queryByTestId('patient-name')).toBeNull();
    await lookUpWithDob();
    expect((page.http as ReturnType<typeof fakeHttp>).to('GET /provider/patients/lookup')[0].query).toEqual({ card: lan.cardNumber, dob: '1988-02-27' });
    expect((await screen.findByTestId('patient-name')).textContent).toBe('Trần Thị Lan');
    expect(page.titles.at(-1)).toBe('Patient');
    expect(screen.getByTestId('patient-dob').textContent).toBe('27-02-1988');
    expect(screen.getByTestId('patient-policy').textContent).toBe('POL-2026-0001');
    expect(screen.getByTestId('patient-card-validity').textContent).toBe('ValidValid until 31-12-2026');
    expect(screen.getByTestId('patient-cashless').textContent).toBe('Active');
    const remaining = screen.getAllByTestId('patient-benefit-remaining').map((el) => el.textContent);
    expect(remaining).toEqual(['185,000,000 ₫', '100,000,000 ₫']);
    expect(screen.getByText('Inpatient treatment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request a guarantee' }));
    expect(window.location.hash).toBe('#/provider/gop/new?card=SC2026000101');
    page.cleanup();
  });

  test('no cashless: the spec\'s sentence and no GOP button (vi)', async () => {
    const page = render(() => ({ ...lan, cashlessStatus: 'none' }), 'vi_VN');
    await lookUpWithDob('27-02-1988', 'vi_VN');
    expect((await screen.findByTestId('patient-cashless')).textContent).toBe('Khách hàng chưa đăng ký dịch vụ bảo lãnh viện phí');
    expect(screen.getByText('Điều trị nội trú')).toBeTruthy();
    expect(screen.queryByTestId('patient-create-gop')).toBeNull();
    page.cleanup();
  });

  test('an expired card: "Not valid", no GOP button; no benefits: said so', async () => {
    const page = render(() => ({ ...lan, cardStatus: 'invalid', benefits: [] }));
    await lookUpWithDob();
    expect((await screen.findByTestId('patient-card-validity')).textContent).toContain('Not valid');
    expect(screen.getByText('This e-card is not valid: a guarantee cannot be requested.')).toBeTruthy();
    expect(screen.getByTestId('patient-no-benefits').textContent).toBe('This policy has no benefits to show.');
    expect(screen.queryByTestId('patient-create-gop')).toBeNull();
    page.cleanup();
  });

  test('loading, a card and date that match nobody, failure then a second try, no card given', async () => {
    const loading = render(pending);
    await lookUpWithDob();
    expect(screen.queryByTestId('patient-page')).toBeNull();
    loading.cleanup();

    const unknown = render(() => { throw new ApiError(-404, 'gop.errors.patientNotFound', 404); });
    await lookUpWithDob();
    expect((await screen.findByTestId('lookup-card-error')).textContent).toBe('No insured person has this e-card number and date of birth. Check both and try again.');
    expect(screen.queryByTestId('patient-page')).toBeNull();
    unknown.cleanup();

    let calls = 0;
    const broken = render(() => { calls += 1; if (calls === 1) throw new ApiError(500, 'error.system', 500); return lan; });
    await lookUpWithDob();
    expect(await screen.findByTestId('lookup-card-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lookup-submit'));
    expect(await screen.findByTestId('patient-page')).toBeTruthy();
    broken.cleanup();

    const none = renderRoute(remote, '/provider/patient', { http: fakeHttp({}), user: STAFF });
    expect(screen.getByTestId('patient-no-card').textContent).toContain('No e-card number was given.');
    none.cleanup();
  });
});
