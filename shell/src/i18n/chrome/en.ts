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
  tour: {
    back: 'Back',
    close: 'Close',
    last: 'Finish',
    next: 'Next',
    skip: 'Skip tour',
    steps: {
      description: {
        title: 'The challenge',
        text: 'Start here: the description says what the form does and which rules it should follow.',
      },
      questionMark: {
        title: 'Need a reminder?',
        text: 'The question mark opens the description and a hint at any time.',
      },
      videoLink: {
        title: 'Video',
        text: 'A short video shows how to approach this challenge. It opens in a new tab.',
      },
      testCases: {
        title: 'Test cases',
        text: 'Every test case you discover appears here, with a counter of how many you have found.',
      },
      bugs: { title: 'Bugs', text: 'This challenge hides bugs too. Each one you find is listed here.' },
      form: {
        title: 'The form',
        text: 'Enter values, submit and read the result. Each new combination that matches a hidden rule is a case found.',
      },
      generatorForm: {
        title: 'Build a test case',
        text: 'Choose two inputs and the expected result, then validate your test case.',
      },
      testDesign: {
        title: 'Test design',
        text: 'Plan your tests as a table: a value for each field and the result you expect. Run it to see which hidden bug variants your tests catch.',
      },
      bugReport: {
        title: 'Report a bug',
        text: 'Found a bug? Write it up as you would in a bug tracker: steps, expected and actual result, severity and priority. The review tells you whether your steps reproduce it.',
      },
      interview: {
        title: 'Interview simulation',
        text: 'Ready to rehearse a QA job interview? Open Interview simulation in the menu: a timed session with these same tools, graded when it ends. No account needed.',
      },
    },
  },
};

export type ChromeTexts = typeof en;
