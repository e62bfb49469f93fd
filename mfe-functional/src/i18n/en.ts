/** The functional remote's texts in English; the other languages are typed against this shape. */
export const en = {
  modeDescription:
    'In functional mode you test a small working app instead of a form. Use it as a user would, then as a tester would: every test case and bug you discover is added to the lists beside the app.',
  bookHotel: {
    description: [
      'Find a place to stay: sort the list and filter it, then check what the table shows.',
      'Sort in the recommended order, by price (lowest or highest first) or by distance from the centre; filter by rating (7.0 and above, or 9.0 and above) or by the kind of place. The app has nine test cases and three bugs to find.',
    ],
    hint: 'Compare the table with what you chose, row by row: the order, which places a filter lets through, and every number shown.',
    fields: {
      sort: { label: 'Sort by', placeholder: 'Choose the order' },
      filter: { label: 'Filter by', placeholder: 'Choose a filter' },
    },
    app: {
      heading: 'Find Your Hotel',
      sortBy: 'Sort by',
      filterBy: 'Filter by',
      search: 'Search',
      columns: {
        name: 'Place to stay',
        rating: 'Rating',
        distance: 'Distance from city center',
        price: 'Price per night',
      },
      types: { hotel: 'Hotel', house: 'House', camping: 'Camping' },
      reviews_one: '{{count, number}} review',
      reviews_other: '{{count, number}} reviews',
      km: '{{distance}} km',
      unreadable: 'The hotel list could not be read: {{message}}',
      shown: 'Sort: “{{sort}}”. Filter: “{{filter}}”. Places shown: {{shown}}.',
    },
  },
  todoList: {
    description: [
      'A to-do list: create tasks, mark them completed or active again, filter them and remove them.',
      'A task name holds letters, digits and spaces, at most 255 characters. The list holds at most 5 tasks: once it is full, the Create Task button is disabled. The app has nineteen test cases and three bugs to find.',
    ],
    hint: 'Every limit the description gives is a boundary to try, on both sides. Does the app keep each promise?',
    fields: {
      value: { label: 'Task or choice' },
      count: { label: 'Tasks in the list' },
      action: { label: 'Action' },
    },
    app: {
      heading: 'Form you test',
      newTask: 'New Task',
      placeholder: 'What needs to be done?',
      clearForm: 'Clear Form',
      createTask: 'Create Task',
      listHeading: 'List of tasks:',
      noTasks: 'No tasks available',
      markCompleted: 'Mark as completed',
      markActive: 'Mark as active',
      remove: 'Remove task',
      filters: 'Show tasks',
      all: 'All ({{count}})',
      active: 'Active ({{count}}/{{total}})',
      completed: 'Completed ({{count}}/{{total}})',
      emptyName: 'Task name cannot be empty.',
      symbols: 'Use only letters, digits and spaces.',
      listFull_one: 'The list holds at most {{count}} task: remove a task first.',
      listFull_other: 'The list holds at most {{count}} tasks: remove a task first.',
      emptyActive: 'No active tasks: all of them are completed.',
      emptyCompleted: 'No completed tasks yet.',
    },
  },
};

export type FunctionalTexts = typeof en;
