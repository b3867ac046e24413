import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useServerMarkup } from '../../server/use-server-markup.ts';
import { useNearViewport } from '../../viewport/observe-near.ts';
import styled, { css, keyframes } from 'styled-components';

/** Images start loading this far before they scroll into view (spec §9). */
const IMAGE_LAZY_ROOT_MARGIN = '50px';
const IMAGE_FAILED_TEXT = 'Failed to load image';

export interface ImageProps {
  src: string;
  /** Required on purpose: pass '' for a purely decorative image. */
  alt: string;
  /** Sizes the frame (className and style both apply to it), which the picture then fills. */
  style?: CSSProperties;
  /** Above-the-fold images (e.g. the hero) load at once instead of waiting for the viewport. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Frame = styled.span<{ $loaded: boolean }>`
  position: relative;
  display: block;
  overflow: hidden;
  background-color: ${({ theme }) => theme.colors.surface};
  ${({ $loaded, theme }) =>
    !$loaded &&
    css`
      background-image: linear-gradient(90deg, transparent 0%, ${theme.colors.border} 50%, transparent 100%);
      background-size: 200% 100%;
      animation: ${shimmer} 1.4s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

const Img = styled.img<{ $loaded: boolean; $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.durations.normal} ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Failed = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: 100%;
  min-height: 96px;
  padding: 16px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 14px;
  text-align: center;
`;

function BrokenImageIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 16l5-5 4 4 3-3 6 6" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function Image({ src, alt, priority = false, fit = 'cover', className, style }: ImageProps) {
  // An image in the server's HTML is shown as sent: no lazy wait and no fade-in, since it may
  // well have loaded (or failed) before the script that would hear of it.
  const serverMarkup = useServerMarkup();
  const [fromServer] = useState(serverMarkup);
  const ref = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(ref, !priority && !fromServer, IMAGE_LAZY_ROOT_MARGIN);
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = src === '' || failedSrc === src;
  const loaded = loadedSrc === src || (fromServer && failedSrc === undefined);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    if (fromServer && img?.complete && img.naturalWidth === 0) setFailedSrc(img.getAttribute('src') ?? undefined);
  }, [fromServer]);

  return (
    <Frame
      ref={ref}
      className={className}
      style={style}
      $loaded={loaded || failed}
      data-state={failed ? 'failed' : loaded ? 'loaded' : 'loading'}
    >
      {failed ? (
        <Failed>
          <BrokenImageIcon />
          {IMAGE_FAILED_TEXT}
        </Failed>
      ) : near ? (
        <Img
          ref={imgRef}
          src={src}
          alt={alt}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          $loaded={loaded}
          $fit={fit}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </Frame>
  );
}
