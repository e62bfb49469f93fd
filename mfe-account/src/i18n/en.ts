/** The account remote's texts in English; the other languages are typed against this shape. */
export const en = {
  title: {
    login: 'Login',
    register: 'Register',
    restore: 'Restore password',
    dashboard: 'Dashboard',
    notFound: 'Page not found',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    repeatPassword: 'Repeat password',
    agreement:
      'I agree to the <terms>Terms and Conditions</terms> and the <privacy>Privacy Policy</privacy>.',
  },
  validation: {
    emptyEmail: 'Please enter an email address.',
    shortPassword: 'Please enter a password longer than 6 symbols.',
    longPassword: 'Please enter a password shorter than 32 symbols.',
    notMatch: 'Passwords do not match.',
  },
  notices: {
    errorCredentials: 'Email or password is incorrect.',
    generic: 'Something went wrong. Please try again later.',
    errorWeakPassword: 'The password is too weak.',
    emailExists: 'An account with this email already exists.',
    differentProvider: 'You have already signed up with a different auth provider for that email.',
    emailVerification: 'Email Verification Sent!',
    emailVerificationLimit: 'You have already sent a confirmation email. Please wait.',
    resetSent: 'Password Reset Email Sent!',
    progressDeleted:
      'The progress stored with your account has been deleted. The progress in this browser stays as it was.',
    progressExportFailed: 'Your stored progress could not be downloaded. Please try again later.',
    progressDeleteFailed:
      'Your stored progress could not be deleted, so nothing has changed. Please try again later.',
  },
  ok: 'OK',
  busy: 'Please wait…',
  login: {
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Register',
    legal:
      'By logging in you agree to the <terms>Terms and Conditions</terms> and the <privacy>Privacy Policy</privacy>.',
  },
  register: {
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Log in',
  },
  restore: {
    intro: 'Enter the email of your account and we will send you a link to set a new password.',
    submit: 'Send the reset link',
    login: 'Back to login',
    register: 'Register',
  },
  dashboard: {
    signedOut: 'Log in or register to see the answers to the challenges.',
    login: 'Log in',
    register: 'Register',
    verifyRequest: 'Please confirm your email address: open the link in the email we sent you.',
    resend: 'Send the email again',
    verifiedLogin: 'Confirmed it already? <login>Log in again</login> to update your account.',
    verified: 'Your email address is confirmed.',
    answers: 'See the answers to the challenges',
    logout: 'Log out',
    progress: 'Your progress',
    storedHeading: 'Progress stored with your account',
    storedIntro:
      'Your progress is kept with your account, so it follows you to other devices. You can download a copy or delete it.',
    exportProgress: 'Export my stored progress',
    deleteProgress: 'Delete my stored progress',
    deleteQuestion: 'Delete the progress stored with your account?',
    deleteDetails:
      'Your Game rounds, personal best and leaderboard name go too. This cannot be undone. The progress in this browser is not touched, and it goes to your account again the next time you sign in, or when you find something new here while signed in.',
    cancel: 'Cancel',
    deleteConfirm: 'Delete',
  },
  notFound: {
    text: 'The page you are looking for does not exist.',
    home: 'Back to the home page',
  },
};

export type AccountTexts = typeof en;
