import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@qa/shared';
import { ChallengeDescription } from './ChallengeDescription';

const PARAGRAPHS = ['Adds two numbers.', 'Follow each step.', 'Read the result.'];

describe('ChallengeDescription', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the first paragraph and reveals the rest with Read more, hiding it with Show less', async () => {
    const user = userEvent.setup();
    render(<ChallengeDescription title="Addition" paragraphs={PARAGRAPHS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Addition' })).toBeInTheDocument();
    expect(screen.getByText('Adds two numbers.')).toBeVisible();
    expect(screen.getByText('Follow each step.')).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByText('Follow each step.')).toBeVisible();
    expect(screen.getByText('Read the result.')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show less');

    await user.click(toggle);
    expect(screen.getByText('Follow each step.')).not.toBeVisible();
  });

  it('has no toggle for a single text', () => {
    render(<ChallengeDescription title="Addition" paragraphs="Adds two numbers." />);
    expect(screen.getByText('Adds two numbers.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('opens the video in a new tab, safely, and only when there is one', () => {
    const { rerender } = render(<ChallengeDescription title="Addition" paragraphs={PARAGRAPHS} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(
      <ChallengeDescription title="Addition" paragraphs={PARAGRAPHS} videoLink="https://video.example/1" />,
    );
    const video = screen.getByRole('link', { name: 'Watch the video (opens in a new tab)' });
    expect(video).toHaveAttribute('href', 'https://video.example/1');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    rerender(
      <ChallengeDescription
        title="Addition"
        paragraphs={PARAGRAPHS}
        videoLink="https://v.example"
        videoText="Intro"
      />,
    );
    expect(screen.getByRole('link', { name: 'Intro (opens in a new tab)' })).toBeInTheDocument();
  });

  it('opens the question-mark popover with the lines and the hint; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<ChallengeDescription title="Addition" paragraphs={PARAGRAPHS} hint="Try zero." />);
    const questionMark = screen.getByRole('button', { name: 'About this challenge' });
    await user.click(questionMark);
    const popover = screen.getByRole('dialog', { name: 'About this challenge' });
    expect(popover).toHaveFocus();
    expect(questionMark).toHaveAttribute('aria-expanded', 'true');
    expect(popover).toHaveTextContent('Read the result.');
    expect(popover).toHaveTextContent('HintTry zero.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(questionMark).toHaveFocus();
    expect(questionMark).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the popover with its Close button and with a click outside', async () => {
    const user = userEvent.setup();
    render(<ChallengeDescription title="Addition" paragraphs={PARAGRAPHS} />);
    await user.click(screen.getByRole('button', { name: 'About this challenge' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About this challenge' }));
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
