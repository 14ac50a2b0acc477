/** Whether a tool may, or must, run as a task where the request can get one. @example @Tool({ task: 'optional' }) */
export type TaskSupport = 'optional' | 'required';
