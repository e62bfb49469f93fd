/** The shell's texts in English, the fallback language; the others are loaded when chosen (chromeTexts.ts). */
export const en = {
  appName: 'QA Practice Simulator',
  loading: 'Loading…',
  skipToContent: 'Skip to main content',
  remote: {
    unavailable: 'This part of the simulator could not be loaded.',
    retry: 'Try again',
    siteTooOld:
      'This part of the application needs a newer version of the site. Reload the page; if it stays, tell us.',
    remoteTooOld:
      'This part of the application was made for an earlier version of the site and is being updated. Try again later; if it stays, tell us.',
    reload: 'Reload the page',
  },
  menu: {
    label: 'Main navigation',
    home: 'Home',
    list: 'List of Challenges',
    progress: 'My progress',
    assessment: 'Subscriber assessment',
    game: 'Game',
    interview: 'Interview simulation',
    classroom: 'Classroom',
  },
  topBar: {
    menu: 'Menu',
    account: 'Account',
    login: 'Login',
    register: 'Register',
    dashboard: 'Dashboard',
    logout: 'Logout',
    language: 'Language',
  },
  footer: {
    label: 'Site information',
    about: 'About the simulator',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    feedback: 'Leave feedback',
    social: 'Social media',
    copyright: '© {{year}} QA Practice Simulator',
  },
  home: {
    title: 'Learn manual testing by doing',
    intro:
      'Every challenge is a small form with hidden rules. Submit inputs, read the result and discover the test cases and bugs behind it, just like on a real project.',
    learn:
      'New to testing? Start with the Learn challenges: step-by-step instructions show you what to try and why.',
    start: 'Start',
    more: 'Then practise at your own pace: scripted testing, the test case generator, Gherkin, functional, API and exploratory testing. Your progress stays in your browser.',
    allChallenges: 'See all challenges',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist.',
    home: 'Back to the home page',
  },
  assessment: {
    title: 'Interview Assessment',
    description:
      'For subscribers: a step-by-step guide to rehearsing the practical task of a QA job interview on your own, with the challenges here and their answers. For a timed session that is graded for you, take the free Interview simulation from the menu.',
    subscribersOnly: 'The assessment is available to registered users with an active subscription.',
  },
  cookies: {
    title: 'Cookies and browser storage',
    text: "We use cookies and your browser's storage to keep you signed in, remember your progress and settings, and understand how the simulator is used.",
    privacy: 'Read the privacy policy',
    accept: 'Accept',
  },
  notifications: {
    label: 'Notifications (Alt+T)',
    close: 'Close notification',
  },
};

export type ChromeTexts = typeof en;
