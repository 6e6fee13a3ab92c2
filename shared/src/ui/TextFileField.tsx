import { Field } from './Field';

/** A text file as the person chose it: its name, to show back, and its text, to send. */
export interface ChosenTextFile {
  name: string;
  text: string;
}

/** FileReader rather than Blob.text(): the phones' older WebViews (and jsdom) lack the latter. */
export function readFileText(file: File): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

export interface TextFileFieldProps {
  label: string;
  hint?: string;
  /** Already translated: the file's own fault, under the field. */
  error?: string;
  /** The input's test id; the chosen name's is `${testId}-name`. */
  testId: string;
  chosen: ChosenTextFile | null;
  /** "Chosen: members.csv", in the remote's words. */
  chosenText: (name: string) => string;
  onChosen: (file: ChosenTextFile | null) => void;
  accept?: string;
}

/**
 * The one way a portal takes a CSV from the person's device (docs/architecture.md "One way per
 * concern"): HR's members import and the insurer's bank report. The file is read here, as text,
 * so the page sends it in a JSON body and can send it again (check, then apply) without asking
 * for it twice; a file that cannot be read counts as none chosen.
 */
export function TextFileField({ label, hint, error, testId, chosen, chosenText, onChosen, accept = '.csv,text/csv' }: TextFileFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} announceError testId={`${testId}-field`}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            data-testid={testId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return onChosen(null);
              readFileText(file).then((text) => onChosen({ name: file.name, text }), () => onChosen(null));
            }}
          />
          {chosen ? <p data-testid={`${testId}-name`}>{chosenText(chosen.name)}</p> : null}
        </>
      )}
    </Field>
  );
}
