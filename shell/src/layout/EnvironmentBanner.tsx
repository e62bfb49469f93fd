import { environment, type EnvironmentName } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Banner = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.banner};
  color: ${theme.colors.onBanner};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-align: center;
`;

export interface EnvironmentBannerProps {
  /** Defaults to where the page runs; a prop so tests can choose. */
  name?: EnvironmentName;
}

/** Outside production, the environment's name in capitals (SPEC §1), so nobody mistakes it for the live site. */
export const EnvironmentBanner = ({ name = environment.name }: EnvironmentBannerProps) =>
  name === 'production' ? null : <Banner>{name.toUpperCase()}</Banner>;
