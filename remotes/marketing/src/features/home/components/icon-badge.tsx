import { Image } from '@vaani/ui';
import styled from 'styled-components';
import { LineIcon, type IconName } from '../../icons/components/line-icon.tsx';

const Badge = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  overflow: hidden;
`;

interface Props {
  /** A configured picture; empty means the built-in icon. */
  imageUrl?: string;
  icon: IconName;
  size?: number;
}

/** A card's icon: the admin's uploaded picture when there is one, else the built-in line icon. */
export function IconBadge({ imageUrl, icon, size = 48 }: Props) {
  return (
    <Badge $size={size}>
      {imageUrl ? (
        <Image src={imageUrl} alt="" style={{ width: size, height: size }} fit="contain" />
      ) : (
        <LineIcon name={icon} size={Math.round(size / 2)} />
      )}
    </Badge>
  );
}
