import { environment, type EnvironmentName } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../theme/theme';

/**
 * A pill beside the product name in the top bar, so it is always in sight and shifts nothing. It keeps its width
 * on the narrowest phones, where the other items of the bar give way.
 */
const Banner = styled.span`
  flex-shrink: 0;
  white-space: nowrap;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius};
  background: ${theme.colors.banner};
  color: ${theme.colors.onBanner};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.8;
  letter-spacing: 0.08em;
`;

export interface EnvironmentBannerProps {
  /** Defaults to where the page runs; a prop so tests can choose. */
  name?: EnvironmentName;
}

/** Outside production, the environment's name in capitals (SPEC §1): nobody mistakes it for the live site. */
export const EnvironmentBanner = ({ name = environment.name }: EnvironmentBannerProps) =>
  name === 'production' ? null : <Banner>{name.toUpperCase()}</Banner>;
