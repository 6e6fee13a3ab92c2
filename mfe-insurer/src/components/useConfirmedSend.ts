import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';

/**
 * A decision that is asked about before it is sent: `ask(body)` opens the confirm dialog,
 * `confirm()` sends, a failure stays in `error` for the form to show inline.
 */
export function useConfirmedSend<B, R>({ send, onSent }: { send: (body: B) => Promise<R>; onSent: (answer: R, body: B) => void }) {
  const [asking, setAsking] = useState<B | null>(null);
  const mutation = useMutation({ mutationFn: send, onSuccess: onSent });
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
    error: mutation.error,
    sending: mutation.isPending,
  };
}
