import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_IMAGES, IMAGE_TYPES, pickImages, type ImageError } from '../lib/feedback-rules';
import styles from './ImagePicker.module.css';

export interface AttachedImage {
  id: number;
  file: File;
  /** Object URL of the preview, revoked when the image is removed or the picker goes away. */
  preview: string;
}

interface ImagePickerProps {
  images: readonly AttachedImage[];
  onChange: (images: AttachedImage[]) => void;
  disabled?: boolean;
}

let nextId = 0;

/**
 * Up to three JPEG, PNG or WebP images of at most 5 MB, each shown as a preview with a remove button. A file that
 * breaks a rule is left out with a translated message next to the picker; the others are kept.
 */
export function ImagePicker({ images, onChange, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation('service');
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [errors, setErrors] = useState<ImageError[]>([]);
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  }, [images]);

  // The previews still on screen are released when the picker leaves the page.
  useEffect(() => () => shown.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const { accepted, errors: found } = pickImages(picked, images.length);
    setErrors(found);
    if (accepted.length === 0) return;
    onChange([...images, ...accepted.map((file) => ({ id: (nextId += 1), file, preview: URL.createObjectURL(file) }))]);
  };

  const remove = (image: AttachedImage) => {
    URL.revokeObjectURL(image.preview);
    setErrors([]);
    onChange(images.filter((other) => other.id !== image.id));
  };

  const full = images.length >= FEEDBACK_MAX_IMAGES;
  const describedBy = [hintId, errors.length > 0 ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.picker}>
      <span className={styles.label}>{t('feedback.images')}</span>
      <ul className={styles.grid} aria-label={t('feedback.attached', { n: images.length, max: FEEDBACK_MAX_IMAGES })}>
        {images.map((image, index) => (
          <li key={image.id} className={styles.thumb}>
            <img src={image.preview} alt={t('feedback.imageAlt', { number: index + 1 })} />
            <button type="button" className={styles.remove} onClick={() => remove(image)} disabled={disabled} aria-label={t('feedback.removeImage', { number: index + 1 })}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {full ? null : (
          <li className={styles.thumb}>
            <input
              id={inputId}
              type="file"
              className="visually-hidden"
              accept={IMAGE_TYPES.join(',')}
              multiple
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={errors.length > 0 || undefined}
              onChange={add}
            />
            <label htmlFor={inputId} className={styles.add} data-disabled={disabled}>
              {t('feedback.addImage')}
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className={styles.hint}>
        {t('feedback.imagesHint', { max: FEEDBACK_MAX_IMAGES })}
      </p>
      {errors.length > 0 ? (
        <p id={errorId} className={styles.error} role="alert">
          {errors.map((error) => t(`feedback.imageError.${error}`, { max: FEEDBACK_MAX_IMAGES })).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
