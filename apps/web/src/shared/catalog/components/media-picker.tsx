import { IMAGE_ACCEPT, PRODUCT_UPLOAD_LIMITS, UPLOAD_MESSAGES, VIDEO_ACCEPT } from '@market/domain';
import { Film, ImagePlus, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { RefusedFileRow, RefusedFiles } from '@/components/ui/refused-files';
import { cn } from '@/lib/cn';
import type { RefusedFile } from '@/lib/file-checks';
import {
  checkImageFiles,
  checkVideoFile,
  type ImageItem,
  type MediaValue,
  previewUrl,
  primaryKeyOf,
  revokePreview,
} from '../lib/media';

type MediaPickerProps = {
  value: MediaValue;
  onChange: (next: MediaValue) => void;
  disabled?: boolean;
};

let nextKey = 0;

/**
 * Images (up to 10, 5MB each, JPEG/PNG/GIF/WEBP) with previews, a primary image (the first by
 * default) and removal; one video (MP4 or WebM, under 50MB). Limits are checked here before upload,
 * the same ones the server enforces.
 */
export function MediaPicker({ value, onChange, disabled }: MediaPickerProps) {
  const ids = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const [refusedImages, setRefusedImages] = useState<RefusedFile[]>([]);
  const [videoError, setVideoError] = useState<RefusedFile | null>(null);
  const primary = primaryKeyOf(value);
  const full = value.images.length >= PRODUCT_UPLOAD_LIMITS.maxImages;

  // Previews made here are released when the form goes away.
  const latest = useRef(value);
  latest.current = value;
  useEffect(
    () => () => {
      for (const item of latest.current.images) if (item.kind === 'new') revokePreview(item.src);
      if (latest.current.video?.kind === 'new') revokePreview(latest.current.video.src);
    },
    [],
  );

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    // Checked on selection (content, size, count): a refused file gets no preview, only its message.
    const { accepted, refused } = await checkImageFiles(files, latest.current.images.length);
    setRefusedImages(refused);
    if (accepted.length === 0) return;
    const now = latest.current;
    const added: ImageItem[] = accepted.map((file) => ({
      key: `new-${++nextKey}`,
      kind: 'new',
      file,
      src: previewUrl(file),
    }));
    onChange({ ...now, images: [...now.images, ...added] });
  };

  const removeImage = (item: ImageItem) => {
    if (item.kind === 'new') revokePreview(item.src);
    setRefusedImages([]);
    onChange({
      ...value,
      images: value.images.filter((i) => i.key !== item.key),
      primaryKey: value.primaryKey === item.key ? null : value.primaryKey,
    });
  };

  const pickVideo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkVideoFile(file);
    setVideoError(problem ? { name: file.name, message: problem } : null);
    if (problem) return;
    const now = latest.current;
    if (now.video?.kind === 'new') revokePreview(now.video.src);
    onChange({ ...now, video: { kind: 'new', file, src: previewUrl(file) } });
  };

  const removeVideo = () => {
    if (value.video?.kind === 'new') revokePreview(value.video.src);
    setVideoError(null);
    onChange({ ...value, video: null, removeVideo: true });
  };

  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p id={`${ids}-images-label`} className="text-sm font-medium text-slate-700">
              Product images
            </p>
            <p id={`${ids}-images-hint`} className="text-xs text-slate-500">
              {UPLOAD_MESSAGES.imagesHint}
            </p>
          </div>
          <span className="text-xs font-medium text-slate-500" aria-live="polite">
            {value.images.length}/{PRODUCT_UPLOAD_LIMITS.maxImages} images
          </span>
        </div>

        {value.images.length > 0 ? (
          <ul
            className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-labelledby={`${ids}-images-label`}
          >
            {value.images.map((item, index) => {
              const isPrimary = item.key === primary;
              const name = item.kind === 'new' ? item.file.name : `Image ${index + 1}`;
              return (
                <li
                  key={item.key}
                  className={cn(
                    'overflow-hidden rounded-lg border bg-white',
                    isPrimary ? 'border-indigo-500 ring-2 ring-indigo-500/30' : 'border-slate-200',
                  )}
                  data-testid="image-item"
                >
                  <div className="relative aspect-square bg-slate-100">
                    {item.src ? (
                      <img src={item.src} alt={`Preview of ${name}`} className="size-full object-cover" />
                    ) : (
                      <span className="flex size-full items-center justify-center p-2 text-center text-xs break-all text-slate-500">
                        {name}
                      </span>
                    )}
                    {isPrimary ? (
                      <Badge tone="indigo" className="absolute top-2 left-2 shadow-sm">
                        <Star className="size-3" aria-hidden="true" /> Primary
                      </Badge>
                    ) : null}
                  </div>
                  <div className="flex items-center justify-between gap-1 px-2 py-1.5">
                    <label className="inline-flex min-w-0 cursor-pointer items-center gap-1.5 text-xs text-slate-600">
                      <input
                        type="radio"
                        name={`${ids}-primary`}
                        checked={isPrimary}
                        disabled={disabled}
                        onChange={() => onChange({ ...value, primaryKey: item.key })}
                        className="accent-indigo-600"
                        aria-label={`Use ${name} as the primary image`}
                      />
                      <span className="truncate">Primary</span>
                    </label>
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => removeImage(item)}
                      aria-label={`Remove ${name}`}
                      className="rounded-md p-1 text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}

        <div className="mt-3">
          <label
            htmlFor={`${ids}-images`}
            className={buttonClasses({
              variant: 'outline',
              className: cn(
                'cursor-pointer',
                full || disabled ? 'pointer-events-none opacity-60' : undefined,
              ),
            })}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {value.images.length === 0 ? 'Add images' : 'Add more images'}
          </label>
          <input
            ref={imageInput}
            id={`${ids}-images`}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={full || disabled}
            onChange={(event) => void addImages(event)}
            aria-describedby={`${ids}-images-hint`}
            className="sr-only"
            data-testid="image-input"
          />
        </div>
        <RefusedFiles files={refusedImages} className="mt-2" />
      </div>

      <div>
        <p className="text-sm font-medium text-slate-700">Product video</p>
        <p id={`${ids}-video-hint`} className="text-xs text-slate-500">
          {UPLOAD_MESSAGES.videoHint}
        </p>
        {value.video ? (
          <div className="mt-3 flex flex-wrap items-start gap-3">
            {value.video.src ? (
              // biome-ignore lint/a11y/useMediaCaption: a seller's product clip has no captions to offer
              <video src={value.video.src} controls className="max-h-48 rounded-lg bg-slate-900" />
            ) : (
              <span className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600">
                <Film className="size-4" aria-hidden="true" />
                {value.video.kind === 'new' ? value.video.file.name : 'Current video'}
              </span>
            )}
            <button
              type="button"
              onClick={removeVideo}
              disabled={disabled}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remove video
            </button>
          </div>
        ) : null}
        <div className="mt-3">
          <label
            htmlFor={`${ids}-video`}
            className={buttonClasses({
              variant: 'outline',
              className: cn('cursor-pointer', disabled ? 'pointer-events-none opacity-60' : undefined),
            })}
          >
            <Film className="size-4" aria-hidden="true" />
            {value.video ? 'Replace video' : 'Add video'}
          </label>
          <input
            ref={videoInput}
            id={`${ids}-video`}
            type="file"
            accept={VIDEO_ACCEPT}
            disabled={disabled}
            onChange={(event) => void pickVideo(event)}
            aria-describedby={`${ids}-video-hint`}
            className="sr-only"
            data-testid="video-input"
          />
        </div>
        {videoError ? <RefusedFileRow file={videoError} className="mt-2" /> : null}
      </div>
    </div>
  );
}
