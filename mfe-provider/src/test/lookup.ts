import { fireEvent, screen } from '@testing-library/react';

/** The date-of-birth label of the lookup form (features/lookup/LookupForm.tsx), per language. */
export const DOB_LABEL = { en_US: "Patient's date of birth", vi_VN: 'Ngày sinh của bệnh nhân' } as const;

/** Types the patient's date of birth (dd-mm-yyyy, as a desk does) and presses Look up. */
export async function lookUpWithDob(dob = '27-02-1988', language: keyof typeof DOB_LABEL = 'en_US'): Promise<void> {
  fireEvent.change(await screen.findByLabelText(DOB_LABEL[language]), { target: { value: dob } });
  fireEvent.click(screen.getByTestId('lookup-submit'));
}
