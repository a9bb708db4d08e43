// The pictures of a listing being posted or edited. Each chosen file is checked (an image, at most
// 10 MB: spec section 5) and uploaded to this server at once, so the dialog shows a preview and any
// upload error before the form is sent. The first picture is the main one (imageUrls[0]).
import { useEffect, useRef, useState } from 'react';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, type TProperty } from '#shared/contracts/property.ts';
import { useUploadImage } from '../api/upload-image.ts';

/** The request schema accepts at most 12 pictures. */
export const MAX_PICTURES = 12;

export type Picture = { key: string; previewUrl: string; url: string | null };

/** A listing's stored pictures, or the uploaded ones a draft kept. */
function picturesOf(source?: TProperty | string[]): Picture[] {
  if (!source) return [];
  if (Array.isArray(source)) return source.map((url, index) => ({ key: `draft-${index}`, previewUrl: url, url }));
  const property = source;
  const images = [...property.images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return images.map((image) => ({ key: `stored-${image.id}`, previewUrl: image.thumbUrl, url: image.url }));
}

/** onAdded: a picture was chosen, so a form's "Add at least one picture." is out of date. */
export function useImagePicker(source?: TProperty | string[], onAdded?: () => void) {
  const [pictures, setPictures] = useState<Picture[]>(() => picturesOf(source));
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: upload } = useUploadImage();
  const nextKey = useRef(1);
  const localUrls = useRef<string[]>([]);

  // Local previews live until the dialog closes.
  useEffect(() => () => localUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  function addFiles(files: File[]) {
    setError(null);
    let room = MAX_PICTURES - pictures.length;
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        setError(IMAGE_MESSAGES.notAnImage);
        continue;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        setError(IMAGE_MESSAGES.tooLarge);
        continue;
      }
      if (room <= 0) {
        setError(`At most ${MAX_PICTURES} pictures`);
        break;
      }
      room -= 1;
      const key = `new-${nextKey.current++}`;
      const previewUrl = URL.createObjectURL(file);
      localUrls.current.push(previewUrl);
      setPictures((all) => [...all, { key, previewUrl, url: null }]);
      onAdded?.();
      upload(file).then(
        (stored) => setPictures((all) => all.map((p) => (p.key === key ? { ...p, url: stored.url } : p))),
        (failure: unknown) => {
          setPictures((all) => all.filter((p) => p.key !== key));
          setError(`Upload failed: ${(failure as Error).message}`);
        },
      );
    }
  }

  const remove = (key: string) => setPictures((all) => all.filter((p) => p.key !== key));
  const makeMain = (key: string) => setPictures((all) => [...all.filter((p) => p.key === key), ...all.filter((p) => p.key !== key)]);

  return {
    pictures,
    error,
    addFiles,
    remove,
    makeMain,
    isUploading: pictures.some((p) => p.url === null),
    imageUrls: pictures.flatMap((p) => (p.url ? [p.url] : [])),
  };
}

export type ImagePickerState = ReturnType<typeof useImagePicker>;
