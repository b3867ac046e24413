import { useSiteConfigStore, type ImageSetting } from '@vaani/stores';

/** A configurable image of the site configuration (the admin's choice, else its default). */
export function useSiteImage(id: string): ImageSetting | undefined {
  return useSiteConfigStore((state) => state.config.images.find((image) => image.id === id));
}
