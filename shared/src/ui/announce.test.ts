import { waitFor } from '@testing-library/react';
import { announce, clearAnnouncements, showToast } from './announce';

const regionText = (id: string) => document.getElementById(id)?.textContent;

describe('messages people can hear and read', () => {
  test('a toast stays at least 4 s, an error twice as long, and both are announced (errors assertively)', async () => {
    const shown: { content: string; duration: number; icon?: string }[] = [];
    const toast = { show: (options: { content: string; duration: number; icon?: 'success' | 'fail' }) => shown.push(options) };
    showToast(toast, 'Claim cancelled', 'success');
    showToast(toast, 'The service is not reachable.', 'error');
    expect(shown).toEqual([
      { content: 'Claim cancelled', duration: 4000, icon: 'success' },
      { content: 'The service is not reachable.', duration: 8000, icon: undefined },
    ]);
    await waitFor(() => expect(regionText('sc-announcer-polite')).toBe('Claim cancelled'));
    await waitFor(() => expect(regionText('sc-announcer-assertive')).toBe('The service is not reachable.'));
    expect(document.getElementById('sc-announcer-polite')?.getAttribute('aria-live')).toBe('polite');
    expect(document.getElementById('sc-announcer-assertive')?.getAttribute('role')).toBe('alert');
  });

  test('one region per page however many times it is used, and the same words are said again', async () => {
    announce('Saved');
    await waitFor(() => expect(regionText('sc-announcer-polite')).toBe('Saved'));
    announce('Saved');
    // Emptied, then filled again: a change the screen reader announces.
    expect(regionText('sc-announcer-polite')).toBe('');
    await waitFor(() => expect(regionText('sc-announcer-polite')).toBe('Saved'));
    expect(document.querySelectorAll('#sc-announcer-polite')).toHaveLength(1);
  });
});

test('clearAnnouncements empties both regions and drops a message still on its way (logout)', async () => {
  announce('Claim CL-1 sent');
  announce('Payment failed', 'assertive');
  await waitFor(() => expect(regionText('sc-announcer-polite')).toBe('Claim CL-1 sent'));
  announce('Your claim was saved');
  clearAnnouncements();
  expect(regionText('sc-announcer-polite')).toBe('');
  expect(regionText('sc-announcer-assertive')).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(regionText('sc-announcer-polite')).toBe('');
});
