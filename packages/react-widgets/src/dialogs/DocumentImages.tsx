import type { FileStore } from '@fleetkit/sdk-core/files';
import { IMAGE_INPUT_ACCEPT } from '@fleetkit/sdk-core/files';
import { DIALOG_TEXTS } from '@fleetkit/sdk-core/labels';
import { useId } from 'react';
import { useTexts } from '../context/FleetLanguage';
import { IconButton } from '../primitives/Button';
import type { DocumentImage } from './useDocumentImages';

/** Props of {@link DocumentImages}. */
export interface DocumentImagesProps {
  fileStore: FileStore | undefined;
  images: readonly DocumentImage[];
  /** The limit or type message to show, or null. */
  message: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (image: DocumentImage) => void;
}

/** The image part of the document form: a file input, previews, upload progress and removal. */
export function DocumentImages({ fileStore, images, message, onAdd, onRemove }: DocumentImagesProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const inputId = useId();
  return (
    <fieldset className="fleet-document-images">
      <legend className="fleet-field-label">{texts.documentImages}</legend>
      <ul className="fleet-document-image-list">
        {images.map((image) => (
          <li key={image.key} className="fleet-document-image">
            {image.fileId && fileStore ? (
              <img src={fileStore.previewUrl(image.fileId, { width: 160, height: 120 })} alt={image.name} />
            ) : (
              <progress
                max={100}
                value={image.progress}
                aria-label={texts.documentUploading(image.name, image.progress)}
              />
            )}
            {image.fileId && (
              <IconButton aria-label={texts.documentRemoveImage(image.name)} onPress={() => onRemove(image)}>
                ×
              </IconButton>
            )}
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="fleet-field-label">
        {texts.documentAddImages}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={IMAGE_INPUT_ACCEPT}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
      {message && (
        <p className="fleet-field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
