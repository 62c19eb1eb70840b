import { MAX_DOCUMENT_FILES, MESSAGES, validateDocumentFiles } from '@fleetkit/sdk-core';
import type { FileStore } from '@fleetkit/sdk-core/files';
import { useCallback, useRef, useState } from 'react';
import { sameText, useTexts } from '../context/FleetLanguage';
import { useFleetToast } from '../primitives/useFleetToast';
import { errorMessage } from './errorMessage';

/** One image of a document: stored (with its id) or still uploading. */
export interface DocumentImage {
  /** Stable key for rendering. */
  key: string;
  /** File name shown to the user. */
  name: string;
  /** The stored file's id, once uploaded. */
  fileId: string | null;
  /** Upload progress, 0-100. */
  progress: number;
}

/** The images of a document being edited, and how to add and remove them through the file store. */
export function useDocumentImages(fileStore: FileStore | undefined) {
  const messages = useTexts(MESSAGES);
  const toast = useFleetToast();
  const [images, setImages] = useState<DocumentImage[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const counter = useRef(0);
  const imagesRef = useRef(images);
  imagesRef.current = images;

  const reset = useCallback((fileIds: readonly string[]) => {
    setImages(fileIds.map((fileId) => ({ key: fileId, name: fileId, fileId, progress: 100 })));
    setMessage(null);
  }, []);

  const patch = (key: string, change: Partial<DocumentImage> | null) =>
    setImages((previous) =>
      change === null
        ? previous.filter((image) => image.key !== key)
        : previous.map((image) => (image.key === key ? { ...image, ...change } : image)),
    );

  /** Checks the chosen files (at most 4 in all, jpg/jpeg/webp/png) and uploads them with progress. */
  const add = async (files: readonly File[]) => {
    const check = validateDocumentFiles(files, imagesRef.current.length);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    if (!fileStore) return;
    await Promise.all(
      files.map(async (file) => {
        counter.current += 1;
        const key = `upload-${counter.current}`;
        setImages((previous) => [...previous, { key, name: file.name, fileId: null, progress: 0 }]);
        try {
          const stored = await fileStore.upload(file, {
            onProgress: (progress) => patch(key, { progress: Math.round(progress.progress) }),
          });
          patch(key, { fileId: stored.$id, progress: 100 });
          toast.success(messages.fileUploaded);
        } catch (failure) {
          patch(key, null);
          toast.error(messages.fileUploadFailed, { description: errorMessage(failure) });
        }
      }),
    );
  };

  /** Deletes an uploaded image from the file store and from the document's list. */
  const remove = async (image: DocumentImage) => {
    if (!image.fileId || !fileStore) return;
    try {
      await fileStore.remove(image.fileId);
      patch(image.key, null);
      setMessage(null);
      toast.success(messages.fileRemoved);
    } catch (failure) {
      toast.error(messages.fileRemoveFailed, { description: errorMessage(failure) });
    }
  };

  const uploading = images.some((image) => image.fileId === null);
  const fileIds = images.flatMap((image) => (image.fileId ? [image.fileId] : []));
  const full = images.length >= MAX_DOCUMENT_FILES;
  // The check's message is English (`MESSAGES`): shown in the widgets' language.
  const shown = message === null ? null : sameText(MESSAGES, messages, message);
  return { images, fileIds, uploading, full, message: shown, add, remove, reset };
}
