import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isChangedMeanwhile } from './changedMeanwhile';

/**
 * A decision that is asked about before it is sent: `ask(body)` opens the confirm dialog,
 * `confirm()` sends, a failure stays in `error` for the form to show inline. A record another
 * assessor moved first is not a form error: `onChangedMeanwhile` is told instead (the page reloads
 * the record and says so, components/changedMeanwhile.tsx).
 */
export function useConfirmedSend<B, R>({ send, onSent, onChangedMeanwhile }: { send: (body: B) => Promise<R>; onSent: (answer: R, body: B) => void; onChangedMeanwhile?: () => void }) {
  const [asking, setAsking] = useState<B | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: onSent,
    onError: (error) => {
      if (onChangedMeanwhile && isChangedMeanwhile(error)) onChangedMeanwhile();
    },
  });
  return {
    asking,
    ask(body: B) {
      mutation.reset();
      setAsking(body);
    },
    confirm() {
      if (asking !== null) mutation.mutate(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
    error: onChangedMeanwhile && isChangedMeanwhile(mutation.error) ? null : mutation.error,
    /** The body of the last send: its field errors name items by their place in it. */
    sent: mutation.variables,
    sending: mutation.isPending,
  };
}
