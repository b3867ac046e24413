import { Button, Field, Input, Select } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { Actions, Options, Panel } from '../../admin-shell/components/admin-form.tsx';
import { MEDIA_ALT_TEXT_LIMIT } from '@vaani/data';
import { MEDIA_USE_CASES } from '../media-use-cases.ts';
import { UploadProgress } from './upload-progress.tsx';

export interface UploadFormProps {
  /** 0–100 once a file is on its way (100 stays after it arrived), null before and after a failure. */
  percent: number | null;
  uploading: boolean;
  /** Resolves true once the file is stored, false when it failed; a video has no alt text. */
  onUpload: (file: File, useCase: string, altText: string | undefined) => Promise<boolean>;
}

export const fileTypeOf = (file: File) => (file.type.startsWith('video/') ? 'video' : 'image');

/** Picks a video or an image, the use case it is for and an image's alt text, and shows the upload's progress. */
export function UploadForm({ percent, uploading, onUpload }: UploadFormProps) {
  const [useCase, setUseCase] = useState<string>('general');
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const [picker, setPicker] = useState(0);
  const isVideo = file !== null && fileTypeOf(file) === 'video';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const alt = altText.trim();
    setFileError(file ? undefined : 'Choose a video or an image first');
    setAltError(isVideo || alt ? undefined : 'Describe the image for people who cannot see it');
    if (!file || (!isVideo && !alt)) return;
    void onUpload(file, useCase, isVideo ? undefined : alt).then((stored) => {
      if (!stored) return;
      // The stored file leaves the picker (a new, empty one), so it cannot be taken for one still to upload.
      setPicker((n) => n + 1);
      setFile(null);
      setAltText('');
    });
  };

  return (
    <form onSubmit={submit} aria-label="Upload media" noValidate>
      <Panel>
        <h2>Upload a video or an image</h2>
        <Field label="Use case">
          <Select value={useCase} onChange={(event) => setUseCase(event.target.value)} disabled={uploading}>
            <Options of={Object.fromEntries(MEDIA_USE_CASES.map((entry) => [entry.id, entry.label]))} />
          </Select>
        </Field>
        <Field label="File" hint="Videos or images up to 50 MB." error={fileError}>
          <Input key={picker} type="file" accept="video/*,image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} disabled={uploading} />
        </Field>
        {isVideo ? null : (
          <Field label="Alt text" hint="What the image shows, read out to people who cannot see it." error={altError}>
            <Input value={altText} maxLength={MEDIA_ALT_TEXT_LIMIT} onChange={(event) => setAltText(event.target.value)} disabled={uploading} />
          </Field>
        )}
        {percent !== null ? <UploadProgress percent={percent} label="Upload progress" /> : null}
        <Actions>
          <Button type="submit" loading={uploading}>
            Upload
          </Button>
        </Actions>
      </Panel>
    </form>
  );
}
