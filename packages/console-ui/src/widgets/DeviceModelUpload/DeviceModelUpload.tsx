import type { ModelFileProblem } from '@hvac/console-domain';
import { deviceModelSummary, modelFileProblems, readDeviceModelFile } from '@hvac/console-domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './DeviceModelUpload.css';
import type { DeviceModelUploadLabels } from './labels';
import { DEFAULT_DEVICE_MODEL_UPLOAD_LABELS } from './labels';

export interface DeviceModelUploadProps {
  /**
   * Adds the model; a rejection with `fieldErrors` (`{'parameters.indoor.2.offset': ['…']}`) lists
   * each message with the path of the failing field of the file, any other the failure message.
   */
  onSubmit: (model: Record<string, unknown>) => Promise<unknown>;
  failureMessage?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<DeviceModelUploadLabels>;
}

interface Chosen {
  name: string;
  model?: Record<string, unknown>;
}

/** The problems of a rejection that names fields; undefined for any other rejection. */
function rejectionProblems(error: unknown): ModelFileProblem[] | undefined {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return undefined;
  const fieldErrors = error.fieldErrors as Record<string, string[]> | undefined;
  const problems = modelFileProblems(fieldErrors ?? {});
  return problems.length > 0 ? problems : undefined;
}

/**
 * A company admin adds a device model from a JSON file: the browser reads it at once (it must be
 * JSON, one object), and sends it; the server checks all the rest and answers every problem at
 * once, each naming the failing field of the file ('parameters.indoor.#2.offset: …').
 */
export function DeviceModelUpload({
  onSubmit,
  failureMessage,
  headingLevel = 2,
  className,
  labels,
}: DeviceModelUploadProps) {
  const text = { ...DEFAULT_DEVICE_MODEL_UPLOAD_LABELS, ...labels };
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | undefined>();
  const [problems, setProblems] = useState<ModelFileProblem[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A refusal moves focus back to the file field once it is enabled again (it is disabled while the
  // model is sent, and a disabled field cannot take focus).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) inputRef.current?.focus();
  }, [refusals]);

  const choose = async (file: File | undefined) => {
    setFormError(undefined);
    if (!file) {
      setChosen(undefined);
      setProblems([]);
      return;
    }
    const checked = readDeviceModelFile(await file.text());
    setChosen({ name: file.name, model: checked.ok ? checked.model : undefined });
    setProblems(checked.ok ? [] : checked.problems);
  };

  const submit = async () => {
    if (busy) return;
    if (!chosen) {
      setFormError(text.modelFileRequired);
      inputRef.current?.focus();
      return;
    }
    if (!chosen.model) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFormError(undefined);
    try {
      await onSubmit(chosen.model);
      setChosen(undefined);
      setProblems([]);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      const refused = rejectionProblems(error);
      if (refused) setProblems(refused);
      else setFormError(failureMessage ?? text.failedToAddDeviceModel);
      setRefusals((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const model = chosen?.model;
  return (
    <Card title={text.addDeviceModel} headingLevel={headingLevel} className={className}>
      <form
        className={styles.form}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          ref={inputRef}
          label={text.modelFile}
          hint={text.modelFileHint}
          type="file"
          accept=".json,application/json"
          required
          disabled={busy}
          error={formError}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {problems.length > 0 ? (
          <div role="alert" className={styles.problems}>
            <p className={styles.problemsTitle}>
              {text.problemsInFile} {chosen?.name ?? ''}
            </p>
            <ul className={styles.problemList}>
              {problems.map((problem, index) => (
                <li key={`${problem.path}-${index}`}>
                  {problem.path ? <span className={styles.path}>{problem.path}</span> : null}
                  {problem.path ? ': ' : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : model ? (
          <p role="status" className={styles.ready}>
            {text.readyToAdd}: {deviceModelSummary(model) ?? chosen.name}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {text.addDeviceModel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
